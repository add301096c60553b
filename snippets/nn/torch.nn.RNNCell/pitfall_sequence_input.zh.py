import torch

cell = torch.nn.RNNCell(input_size=3, hidden_size=4)
x = torch.randn(6, 2, 3)  # 整段序列 (time, batch, features)

cell(x)  # 单元一次只接受一个时间步
