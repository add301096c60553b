import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.LSTM(input_size=3, hidden_size=4, batch_first=True)
        self.decoder = nn.GRU(input_size=4, hidden_size=4, batch_first=True)
        self.head = nn.Linear(4, 2)


model = Tagger().to(device)

# One check catches RNN, LSTM and GRU: they all derive from RNNBase
torch.manual_seed(0)
for name, m in model.named_modules():
    if isinstance(m, nn.RNNBase):
        print(name, m.mode, m.num_layers, m.bidirectional)
        for p_name, p in m.named_parameters():
            if p_name.startswith("weight_hh"):
                nn.init.orthogonal_(p)  # a common recurrent-weight init

# Re-pack the weights into one block for cuDNN; a no-op on the CPU
model.encoder.flatten_parameters()
x = torch.randn(2, 5, 3, device=device)
out, _ = model.decoder(model.encoder(x)[0])
print(out.shape)
