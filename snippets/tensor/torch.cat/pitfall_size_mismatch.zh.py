import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

features = torch.zeros(8, 16, device=device)
extra = torch.zeros(8, 4, device=device)

print(torch.cat([features, extra], dim=1).shape)  # 沿特征维拼接
torch.cat([features, extra])  # 默认 dim=0：其余各维（16 与 4）必须相同
