import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
dropout = torch.nn.Dropout(p=0.5).to(device)
x = torch.ones(2, 4, device=device)

out = dropout(x)  # 训练模式（默认）
# 每个元素要么被置零，要么乘以 1 / (1 - p) = 2
print(sorted(out.unique().tolist()))
print(out.shape)

dropout.eval()
print(dropout(x))  # 评估模式：恒等映射
