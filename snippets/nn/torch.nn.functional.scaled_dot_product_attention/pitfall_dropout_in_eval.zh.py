import torch
import torch.nn.functional as F

torch.manual_seed(0)
q = k = v = torch.randn(1, 2, 4, 8)

with torch.no_grad():  # “推理”……
    a = F.scaled_dot_product_attention(q, k, v, dropout_p=0.1)
    b = F.scaled_dot_product_attention(q, k, v, dropout_p=0.1)
print(torch.equal(a, b))  # False：只要 dropout_p > 0 就会执行 dropout
