import tempfile
from pathlib import Path

import torch

with tempfile.TemporaryDirectory() as folder:
    # 代替一个已发布的检查点：保存在某个 URL 下的状态字典。
    published = Path(folder) / "tiny-linear.pth"
    torch.save(torch.nn.Linear(4, 2).state_dict(), published)
    url = published.as_uri()  # 这里是 file://；真正下载时是 https://

    cache = Path(folder) / "hub-cache"
    state = torch.hub.load_state_dict_from_url(url, model_dir=cache, map_location="cpu", progress=False)
    print(sorted(state))

    model = torch.nn.Linear(4, 2)
    print(model.load_state_dict(state))
    print([p.name for p in cache.iterdir()])  # 第二次调用会读这份副本，不再下载
