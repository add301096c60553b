import warnings

import torch

warnings.simplefilter("always")
# dropout acts only between stacked layers; with one layer it does nothing
lstm = torch.nn.LSTM(input_size=4, hidden_size=3, num_layers=1, dropout=0.5)
print(lstm)
