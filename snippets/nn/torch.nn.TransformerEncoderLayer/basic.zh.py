import torch
from torch import nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(
    d_model=8, nhead=2, dim_feedforward=16, batch_first=True
)
layer.eval()  # 关闭 dropout

x = torch.randn(2, 3, 8)  # (批次 N=2, 序列 S=3, d_model=8)
# True 表示填充：第二个序列只有一个真实词元
padding = torch.tensor([[False, False, True],
                        [False, True, True]])
out = layer(x, src_key_padding_mask=padding)
print(out.shape)  # 与输入形状相同

# 填充位置不影响真实词元
x_changed = x.clone()
x_changed[0, 2] = 100.0
out_changed = layer(x_changed, src_key_padding_mask=padding)
print(torch.allclose(out[0, :2], out_changed[0, :2], atol=1e-6))

# 因果自注意力：要传掩码，is_causal 只是告诉 torch 掩码是什么
causal = nn.Transformer.generate_square_subsequent_mask(3)
print(layer(x, src_mask=causal, is_causal=True).shape)
