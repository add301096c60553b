import torch
from torch.nn.utils.rnn import pack_sequence, unpack_sequence

torch.manual_seed(0)
seqs = [torch.randn(2, 3), torch.randn(4, 3), torch.randn(1, 3)]  # 每个是 (L_i, features)

packed = pack_sequence(seqs, enforce_sorted=False)
print(packed.data.shape, packed.batch_sizes)

rnn = torch.nn.RNN(input_size=3, hidden_size=5)
out, h_n = rnn(packed)
print(h_n.shape)  # (num_layers, batch, hidden)，按列表原来的顺序

# 还原成 (L_i, hidden) 张量的列表，顺序不变
outs = unpack_sequence(out)
print([tuple(o.shape) for o in outs])
print(torch.allclose(outs[0][-1], h_n[0, 0]))  # 序列 0 最后一个真实时间步
