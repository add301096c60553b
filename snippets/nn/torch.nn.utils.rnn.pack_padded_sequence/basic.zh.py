import torch
from torch.nn.utils.rnn import pack_padded_sequence

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 长度为 2、3、1 的三个序列，已补齐为 (batch, time, features)
padded = torch.tensor([[1, 2, 0], [3, 4, 5], [6, 0, 0]], device=device).unsqueeze(-1).float()
lengths = torch.tensor([2, 3, 1])  # 长度张量留在 CPU 上

packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
print(packed.data.squeeze(-1))  # 按时间步排列，填充位已去掉
print(packed.batch_sizes)  # 每个时间步还有几个序列没结束
print(packed.sorted_indices, packed.unsorted_indices)

# 送入 RNN：输出同样是打包的
torch.manual_seed(0)
rnn = torch.nn.GRU(input_size=1, hidden_size=2, batch_first=True).to(device)
out, h_n = rnn(packed)
print(type(out).__name__, h_n.shape)  # h_n 已恢复为原来的批次顺序
