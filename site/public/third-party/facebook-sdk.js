/*
 * A stand-in for the Facebook JavaScript SDK, served locally so the demo makes no outside request
 * (FACEBOOK_SDK_URL points the widget at the real one). Like the real SDK it defines window.FB and,
 * on FB.XFBML.parse(node), fills every .fb-page element in node with the page's posts.
 */
(() => {
  const draw = (box) => {
    if (box.dataset.drawn === 'yes') return;
    box.dataset.drawn = 'yes';
    const heading = document.createElement('p');
    heading.className = 'fb-page__heading';
    heading.textContent = 'Harbour & Hearth Café on Facebook';
    const post = document.createElement('p');
    post.textContent = 'Live music on the terrace this Saturday from 6 pm. Bring a jumper!';
    box.append(heading, post);
  };
  window.FB = {
    XFBML: {
      parse(node) {
        for (const box of (node || document).querySelectorAll('.fb-page')) draw(box);
      },
    },
  };
})();
