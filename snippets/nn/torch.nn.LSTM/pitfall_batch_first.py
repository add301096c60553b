import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
lstm = torch.nn.LSTM(input_size=4, hidden_size=3).to(device)  # batch_first defaults to False

x = torch.randn(2, 5, 4, device=device)  # meant as (batch=2, seq_len=5, features=4)
output, (h_n, c_n) = lstm(x)
# No error: the LSTM read it as seq_len=2, batch=5
print(output.shape)
print(h_n.shape)  # batch dimension is 5, not 2
