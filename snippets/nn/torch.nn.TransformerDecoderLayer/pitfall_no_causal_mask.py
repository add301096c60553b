import torch
from torch import nn

torch.manual_seed(0)
decoder = nn.TransformerDecoder(nn.TransformerDecoderLayer(16, 4, batch_first=True), num_layers=2).eval()
memory = torch.randn(1, 6, 16)
target = torch.randn(1, 4, 16)
changed = target.clone()
changed[:, 3] += 1.0  # change only the last target position

with torch.no_grad():
    before = decoder(target, memory)[:, 0]  # no tgt_mask
    after = decoder(changed, memory)[:, 0]
print(torch.allclose(before, after))  # position 0 saw position 3: the future leaks

mask = nn.Transformer.generate_square_subsequent_mask(4)
with torch.no_grad():
    before = decoder(target, memory, tgt_mask=mask)[:, 0]
    after = decoder(changed, memory, tgt_mask=mask)[:, 0]
print(torch.allclose(before, after))
