import tempfile
from pathlib import Path

import torch

torch.manual_seed(0)

with tempfile.TemporaryDirectory() as folder:
    # 最后一个 "-" 之后的部分会被当作文件 SHA-256 的开头。
    published = Path(folder) / "resnet-1a2b3c.pth"
    torch.save(torch.nn.Linear(4, 2).state_dict(), published)

    state = torch.hub.load_state_dict_from_url(
        published.as_uri(), model_dir=Path(folder) / "cache", progress=False, check_hash=True
    )
