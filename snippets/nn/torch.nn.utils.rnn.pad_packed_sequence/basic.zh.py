import torch
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

torch.manual_seed(0)
lstm = torch.nn.LSTM(input_size=1, hidden_size=2, batch_first=True)

# 补齐到 5 步，但最长的真实序列只有 3 步
padded = torch.randn(3, 5, 1)
lengths = torch.tensor([2, 3, 1])
packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)

packed_out, (h_n, c_n) = lstm(packed)
out, out_lengths = pad_packed_sequence(packed_out, batch_first=True)
print(out.shape, out_lengths)  # 时间维是 max(lengths) = 3，不是 5
print((out[2] != 0).any(dim=1))  # 长度为 1 的序列：第 2、3 步是填充值 0

out, _ = pad_packed_sequence(packed_out, batch_first=True, total_length=5)
print(out.shape)  # 恢复为补齐输入的长度

# 每个序列最后一个真实时间步的输出，等于最后一层的 h_n
last = out[torch.arange(3), out_lengths - 1]
print(torch.allclose(last, h_n[-1]))
