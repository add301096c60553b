import torch
import torch.nn as nn

model = nn.Linear(4, 3).eval()
ep = torch.export.export(model, (torch.randn(2, 4),))
torch.export.save(ep, "model.pt2", extra_files={"version.txt": "1.0"})

extra = {}
torch.export.load("model.pt2", extra_files=extra)
print(extra)  # 什么都没读到：空字典表示不读任何文件
