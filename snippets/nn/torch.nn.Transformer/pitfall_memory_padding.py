import torch
from torch import nn

torch.manual_seed(0)
model = nn.Transformer(8, 2, 1, 1, 16, batch_first=True)
model.eval()
src = torch.randn(1, 4, 8)
tgt = torch.randn(1, 3, 8)
padding = torch.tensor([[False, False, True, True]])
src_other_padding = src.clone()
src_other_padding[0, 2:] = 50.0  # different content in the padded positions


def run(source, **masks):
    return model(source, tgt, src_key_padding_mask=padding, **masks)


# only src_key_padding_mask: the decoder still attends to the padded memory
print(torch.allclose(run(src), run(src_other_padding), atol=1e-5))
# with memory_key_padding_mask as well, the padding no longer matters
print(torch.allclose(run(src, memory_key_padding_mask=padding),
                     run(src_other_padding, memory_key_padding_mask=padding), atol=1e-5))
