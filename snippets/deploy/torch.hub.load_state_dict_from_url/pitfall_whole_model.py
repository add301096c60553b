import tempfile
from pathlib import Path

import torch

with tempfile.TemporaryDirectory() as folder:
    # The publisher saved the whole module, not its state dict.
    published = Path(folder) / "tiny-linear.pth"
    torch.save(torch.nn.Linear(4, 2), published)

    state = torch.hub.load_state_dict_from_url(published.as_uri(), model_dir=Path(folder) / "cache", progress=False)
    print(type(state))  # unpickled as a module: any code in the file ran too
    torch.nn.Linear(4, 2).load_state_dict(state)
