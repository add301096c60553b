import tempfile
from pathlib import Path

import torch

with tempfile.TemporaryDirectory() as folder:
    # Stand-in for a published checkpoint: a state dict saved under a URL.
    published = Path(folder) / "tiny-linear.pth"
    torch.save(torch.nn.Linear(4, 2).state_dict(), published)
    url = published.as_uri()  # file:// here; https:// for a real download

    cache = Path(folder) / "hub-cache"
    state = torch.hub.load_state_dict_from_url(url, model_dir=cache, map_location="cpu", progress=False)
    print(sorted(state))

    model = torch.nn.Linear(4, 2)
    print(model.load_state_dict(state))
    print([p.name for p in cache.iterdir()])  # the second call reads this copy, no download
