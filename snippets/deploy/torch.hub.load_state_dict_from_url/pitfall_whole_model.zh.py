import tempfile
from pathlib import Path

import torch

with tempfile.TemporaryDirectory() as folder:
    # 发布者保存的是整个模块，而不是它的状态字典。
    published = Path(folder) / "tiny-linear.pth"
    torch.save(torch.nn.Linear(4, 2), published)

    state = torch.hub.load_state_dict_from_url(published.as_uri(), model_dir=Path(folder) / "cache", progress=False)
    print(type(state))  # 被反序列化成了模块：文件里的任何代码也都执行了
    torch.nn.Linear(4, 2).load_state_dict(state)
