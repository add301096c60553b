import torch
from torch import nn

torch.manual_seed(0)
model = nn.Transformer(8, 2, 1, 1, 16, batch_first=True)
model.eval()
src = torch.randn(1, 4, 8)
tgt = torch.randn(1, 3, 8)
padding = torch.tensor([[False, False, True, True]])
src_other_padding = src.clone()
src_other_padding[0, 2:] = 50.0  # 填充位置换成别的内容


def run(source, **masks):
    return model(source, tgt, src_key_padding_mask=padding, **masks)


# 只传 src_key_padding_mask：解码器仍会关注编码结果中的填充位置
print(torch.allclose(run(src), run(src_other_padding), atol=1e-5))
# 同时传 memory_key_padding_mask 后，填充内容不再有影响
print(torch.allclose(run(src, memory_key_padding_mask=padding),
                     run(src_other_padding, memory_key_padding_mask=padding), atol=1e-5))
