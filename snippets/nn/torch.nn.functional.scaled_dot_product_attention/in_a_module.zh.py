import torch
import torch.nn.functional as F


class SelfAttention(torch.nn.Module):
    def __init__(self, dim, heads, dropout=0.1):
        super().__init__()
        self.heads, self.dropout = heads, dropout
        self.qkv = torch.nn.Linear(dim, 3 * dim)
        self.out = torch.nn.Linear(dim, dim)

    def forward(self, x):  # x：(batch, L, dim)
        b, n, d = x.shape
        q, k, v = self.qkv(x).view(b, n, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        y = F.scaled_dot_product_attention(
            q, k, v, is_causal=True,
            dropout_p=self.dropout if self.training else 0.0,  # 函数本身不知道当前处于哪种模式
        )
        return self.out(y.transpose(1, 2).reshape(b, n, d))


torch.manual_seed(0)
attn = SelfAttention(dim=16, heads=4).eval()
x = torch.randn(2, 5, 16)
print(attn(x).shape)
print(torch.equal(attn(x), attn(x)))  # 评估模式下结果确定
