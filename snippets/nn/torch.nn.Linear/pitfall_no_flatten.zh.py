import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

conv_out = torch.randn(8, 16, 4, 4, device=device)  # 卷积堆栈输出的 (N, C, H, W)
head = nn.Linear(16 * 4 * 4, 10).to(device)
print(head(torch.flatten(conv_out, 1)).shape)  # 展平除批次维以外的所有维度
head(conv_out)  # Linear 只看最后一维（4）
