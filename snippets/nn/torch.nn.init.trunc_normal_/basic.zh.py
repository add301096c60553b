import torch

torch.manual_seed(0)
w = torch.empty(768, 768)

# ViT/BERT 的做法：std 0.02，在 ±2 个标准差处截断（a 和 b 是绝对数值）
torch.nn.init.trunc_normal_(w, std=0.02, a=-0.04, b=0.04)
print(round(w.abs().max().item(), 4))  # 绝不会超过 0.04
print(round(w.std().item(), 4))  # 低于 0.02：截断去掉了两侧的尾部

torch.nn.init.trunc_normal_(w)  # 默认：N(0, 1) 截断到 [-2, 2]
print(round(w.min().item(), 2) >= -2, round(w.max().item(), 2) <= 2)
