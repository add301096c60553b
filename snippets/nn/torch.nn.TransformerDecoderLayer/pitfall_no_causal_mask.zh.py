import torch
from torch import nn

torch.manual_seed(0)
decoder = nn.TransformerDecoder(nn.TransformerDecoderLayer(16, 4, batch_first=True), num_layers=2).eval()
memory = torch.randn(1, 6, 16)
target = torch.randn(1, 4, 16)
changed = target.clone()
changed[:, 3] += 1.0  # 只改动最后一个目标位置

with torch.no_grad():
    before = decoder(target, memory)[:, 0]  # 没有传 tgt_mask
    after = decoder(changed, memory)[:, 0]
print(torch.allclose(before, after))  # 位置 0 看到了位置 3：未来的信息泄露了

mask = nn.Transformer.generate_square_subsequent_mask(4)
with torch.no_grad():
    before = decoder(target, memory, tgt_mask=mask)[:, 0]
    after = decoder(changed, memory, tgt_mask=mask)[:, 0]
print(torch.allclose(before, after))
