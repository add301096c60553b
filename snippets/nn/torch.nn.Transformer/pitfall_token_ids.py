import torch
from torch import nn

model = nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1,
                       dim_feedforward=16, batch_first=True)
src_ids = torch.randint(0, 100, (2, 4))  # token ids: (N, S)
tgt_ids = torch.randint(0, 100, (2, 3))

# nn.Transformer has no embedding: it expects (N, S, d_model) float tensors
model(src_ids, tgt_ids)
