from torch import nn


def init(m):
    if isinstance(m, nn.Linear):
        nn.init.zeros_(m.weight)


attn = nn.MultiheadAttention(embed_dim=4, num_heads=2)
attn.apply(init)
print([type(m).__name__ for m in attn.modules()])
print(attn.out_proj.weight.count_nonzero().item())  # out_proj 是 Linear 的子类：被置零
print(attn.in_proj_weight.count_nonzero().item())  # MultiheadAttention 直接持有的参数：没有变化
