import zipfile

import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).eval()
x = torch.randn(3, 4)
ep = torch.export.export(model, (x,))

torch.export.save(ep, "model.pt2", extra_files={"version.txt": "1.0"})

# .pt2 文件是 zip 压缩包：JSON 格式的图、权重、示例输入
with zipfile.ZipFile("model.pt2") as archive:
    for name in sorted(archive.namelist()):
        print(name)

loaded = torch.export.load("model.pt2")
torch.testing.assert_close(loaded.module()(x), model(x))
print(type(loaded).__name__, "matches eager")
