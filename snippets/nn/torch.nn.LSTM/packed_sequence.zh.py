import torch
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
lstm = torch.nn.LSTM(input_size=2, hidden_size=3, batch_first=True).to(device)

seqs = [torch.randn(4, 2), torch.randn(2, 2)]  # 长度分别为 4 和 2
lengths = torch.tensor([4, 2])  # lengths 留在 CPU 上
padded = pad_sequence(seqs, batch_first=True).to(device)  # (2, 4, 2)

packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
packed_out, (h_n, c_n) = lstm(packed)
out, out_lengths = pad_packed_sequence(packed_out, batch_first=True)

print(out.shape, out_lengths)
print(out[1, 2:])  # 短序列的填充步输出为零
# h_n 保存的是每条序列在其自身最后一个真实时间步之后的状态
print(torch.allclose(h_n[0, 1], out[1, 1]))
