import torch
import torch.nn.functional as F

q = torch.randn(1, 2, 4, 8, dtype=torch.float16)  # 例如为了提速手动转换了类型
k = v = torch.randn(1, 2, 4, 8)  # 缓存里的仍是 float32
F.scaled_dot_product_attention(q, k, v)
