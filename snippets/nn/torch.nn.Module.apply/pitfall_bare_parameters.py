from torch import nn


def init(m):
    if isinstance(m, nn.Linear):
        nn.init.zeros_(m.weight)


attn = nn.MultiheadAttention(embed_dim=4, num_heads=2)
attn.apply(init)
print([type(m).__name__ for m in attn.modules()])
print(attn.out_proj.weight.count_nonzero().item())  # out_proj is a Linear subclass: zeroed
print(attn.in_proj_weight.count_nonzero().item())  # a bare parameter of MultiheadAttention: untouched
