import torch
import torch.nn as nn

torch.manual_seed(0)
attn = nn.MultiheadAttention(embed_dim=64, num_heads=4, batch_first=True)
text = torch.randn(2, 5, 64)
image = torch.randn(2, 9, 32)  # image features of another size
out, _ = attn(image, text, text)  # the query must have embed_dim features
