import torch
from torch import nn

torch.manual_seed(0)
model = nn.Transformer(8, 2, 1, 1, 16, batch_first=True)
model.eval()
src = torch.randn(1, 4, 8)
tgt = torch.randn(1, 3, 8)
tgt_future = tgt.clone()
tgt_future[0, 2] += 1.0  # change only the last target position

# without tgt_mask, the output at position 0 depends on a later position
print(torch.allclose(model(src, tgt)[0, 0], model(src, tgt_future)[0, 0]))

mask = nn.Transformer.generate_square_subsequent_mask(3)
print(torch.allclose(model(src, tgt, tgt_mask=mask)[0, 0],
                     model(src, tgt_future, tgt_mask=mask)[0, 0], atol=1e-6))
