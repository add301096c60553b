import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
x = torch.ones(2).to(device)
print(x.device.type in ("cuda", "cpu"))
print(torch.device("cuda", 1))  # 指定某块 GPU，无需手动拼字符串
