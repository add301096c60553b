import torch
import torch.nn as nn

torch.manual_seed(0)
attn = nn.MultiheadAttention(embed_dim=64, num_heads=4, batch_first=True)
text = torch.randn(2, 5, 64)
image = torch.randn(2, 9, 32)  # 另一种尺寸的图像特征
out, _ = attn(image, text, text)  # query 的特征数必须是 embed_dim
