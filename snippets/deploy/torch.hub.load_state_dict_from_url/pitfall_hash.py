import tempfile
from pathlib import Path

import torch

torch.manual_seed(0)

with tempfile.TemporaryDirectory() as folder:
    # The part after the last "-" is read as the start of the file's SHA-256.
    published = Path(folder) / "resnet-1a2b3c.pth"
    torch.save(torch.nn.Linear(4, 2).state_dict(), published)

    state = torch.hub.load_state_dict_from_url(
        published.as_uri(), model_dir=Path(folder) / "cache", progress=False, check_hash=True
    )
