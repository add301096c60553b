from torch import nn

model = nn.ModuleDict({"rnn": nn.LSTM(3, 4), "cell": nn.LSTMCell(3, 4)})

# 本意是初始化所有循环层
found = [name for name, m in model.named_modules() if isinstance(m, nn.RNNBase)]
print(found)  # 少了单元：它派生自 RNNCellBase
print(isinstance(model["cell"], (nn.RNNBase, nn.RNNCellBase)))
