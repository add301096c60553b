import io

import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Linear(3, 2).to(device)
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
model(torch.ones(4, 3, device=device)).sum().backward()
opt.step()

# 推荐做法：由若干状态字典和普通 Python 值组成的字典。
torch.save({"epoch": 5, "model": model.state_dict(), "optimizer": opt.state_dict()}, "checkpoint.pt")

ckpt = torch.load("checkpoint.pt", map_location=device)
print(sorted(ckpt.keys()))
print(ckpt["epoch"], list(ckpt["model"].keys()))

restored = nn.Linear(3, 2).to(device)
print(restored.load_state_dict(ckpt["model"]))
print(torch.equal(restored.weight, model.weight))

# 任何二进制类文件对象也都可以，例如内存缓冲区。
buf = io.BytesIO()
torch.save(torch.arange(3), buf)
buf.seek(0)
print(torch.load(buf))
