import torch
from torch.nn.utils.rnn import pack_padded_sequence

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Three sequences of lengths 2, 3 and 1, padded to (batch, time, features)
padded = torch.tensor([[1, 2, 0], [3, 4, 5], [6, 0, 0]], device=device).unsqueeze(-1).float()
lengths = torch.tensor([2, 3, 1])  # lengths stay on the CPU

packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
print(packed.data.squeeze(-1))  # time-major, padding dropped
print(packed.batch_sizes)  # how many sequences are still running at each step
print(packed.sorted_indices, packed.unsorted_indices)

# Feeding it to an RNN: the output is packed as well
torch.manual_seed(0)
rnn = torch.nn.GRU(input_size=1, hidden_size=2, batch_first=True).to(device)
out, h_n = rnn(packed)
print(type(out).__name__, h_n.shape)  # h_n is in the original batch order
