from torch import nn

model = nn.ModuleDict({"rnn": nn.LSTM(3, 4), "cell": nn.LSTMCell(3, 4)})

# Meant to initialise every recurrent layer
found = [name for name, m in model.named_modules() if isinstance(m, nn.RNNBase)]
print(found)  # the cell is missing: it derives from RNNCellBase
print(isinstance(model["cell"], (nn.RNNBase, nn.RNNCellBase)))
