import torch
from torch import nn

torch.manual_seed(0)
layer = nn.TransformerDecoderLayer(d_model=16, nhead=4, dim_feedforward=64, batch_first=True)
decoder = nn.TransformerDecoder(layer, num_layers=2)

memory = torch.randn(2, 6, 16)  # encoder output: (N, S, E)
target = torch.randn(2, 4, 16)  # shifted target embeddings: (N, T, E)
causal = nn.Transformer.generate_square_subsequent_mask(4)  # (T, T), -inf above the diagonal
memory_padding = torch.tensor([[False] * 6, [False] * 4 + [True] * 2])  # (N, S)

out = decoder(target, memory, tgt_mask=causal, tgt_is_causal=True,
              memory_key_padding_mask=memory_padding)
print(out.shape)  # (N, T, E): one vector per target position
print(causal)
print([name for name, _ in layer.named_children()][:2])  # self-attention, then cross-attention
