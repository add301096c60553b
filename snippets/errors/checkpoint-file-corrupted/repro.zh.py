import torch

torch.save({"weight": torch.ones(1000)}, "ckpt.pt")
with open("ckpt.pt", "rb") as f:
    data = f.read()
with open("ckpt.pt", "wb") as f:  # 保存到一半被杀掉（或下载不完整）时留下的文件
    f.write(data[: len(data) // 2])

state = torch.load("ckpt.pt")
