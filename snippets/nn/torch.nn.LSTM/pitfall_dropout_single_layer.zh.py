import warnings

import torch

warnings.simplefilter("always")
# dropout 只作用于堆叠的层与层之间；只有一层时不起任何作用
lstm = torch.nn.LSTM(input_size=4, hidden_size=3, num_layers=1, dropout=0.5)
print(lstm)
