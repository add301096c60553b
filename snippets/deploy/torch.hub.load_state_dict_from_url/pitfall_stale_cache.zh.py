import tempfile
from pathlib import Path

import torch

with tempfile.TemporaryDirectory() as folder:
    published = Path(folder) / "weights.pth"
    cache = Path(folder) / "cache"

    torch.save({"version": torch.tensor(1)}, published)
    print(torch.hub.load_state_dict_from_url(published.as_uri(), model_dir=cache, progress=False))

    # 发布者用同一个文件名替换了文件。
    torch.save({"version": torch.tensor(2)}, published)
    print(torch.hub.load_state_dict_from_url(published.as_uri(), model_dir=cache, progress=False))
