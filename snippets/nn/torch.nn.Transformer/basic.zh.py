import torch
from torch import nn

torch.manual_seed(0)
model = nn.Transformer(
    d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1,
    dim_feedforward=16, batch_first=True,
)
model.eval()

src = torch.randn(2, 4, 8)  # 已经过嵌入：(N, S, d_model)
tgt = torch.randn(2, 3, 8)  # (N, T, d_model)，右移一位后的目标序列
src_padding = torch.tensor([[False, False, True, True],
                            [False, False, False, False]])
tgt_mask = nn.Transformer.generate_square_subsequent_mask(3)
print(tgt_mask)  # 对角线以上为 -inf：不能看到后面的位置

out = model(
    src, tgt,
    tgt_mask=tgt_mask, tgt_is_causal=True,
    src_key_padding_mask=src_padding,
    memory_key_padding_mask=src_padding,  # 解码器同样要跳过填充
)
print(out.shape)  # (N, T, d_model)：映射到词表要自己做
