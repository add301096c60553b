import torch
from torch import nn

torch.manual_seed(0)
model = nn.Transformer(
    d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1,
    dim_feedforward=16, batch_first=True,
)
model.eval()

src = torch.randn(2, 4, 8)  # already embedded: (N, S, d_model)
tgt = torch.randn(2, 3, 8)  # (N, T, d_model), the shifted target
src_padding = torch.tensor([[False, False, True, True],
                            [False, False, False, False]])
tgt_mask = nn.Transformer.generate_square_subsequent_mask(3)
print(tgt_mask)  # -inf above the diagonal: no looking ahead

out = model(
    src, tgt,
    tgt_mask=tgt_mask, tgt_is_causal=True,
    src_key_padding_mask=src_padding,
    memory_key_padding_mask=src_padding,  # the decoder must skip the padding too
)
print(out.shape)  # (N, T, d_model): project to the vocabulary yourself
