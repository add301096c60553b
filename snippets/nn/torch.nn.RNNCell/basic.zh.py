import torch

torch.manual_seed(0)
cell = torch.nn.RNNCell(input_size=3, hidden_size=4)
x = torch.randn(6, 2, 3)  # (time, batch, features)

# 单元只算一个时间步：时间上的循环由你来写
h = torch.zeros(2, 4)  # (batch, hidden)：没有层数那一维
outputs = []
for x_t in x:  # x_t 是 (batch, features)
    h = cell(x_t, h)
    outputs.append(h)
print(torch.stack(outputs).shape, h.shape)

# 把同样的权重放进 nn.RNN，结果相同
rnn = torch.nn.RNN(input_size=3, hidden_size=4)
with torch.no_grad():
    for name in ["weight_ih", "weight_hh", "bias_ih", "bias_hh"]:
        getattr(rnn, name + "_l0").copy_(getattr(cell, name))
out, h_n = rnn(x)
print(torch.allclose(out, torch.stack(outputs), atol=1e-6))

# GRUCell 的调用方式相同：(input, h) -> 新的 h
gru_cell = torch.nn.GRUCell(input_size=3, hidden_size=4)
print(gru_cell(x[0]).shape, gru_cell.weight_ih.shape)  # h 默认为全零；3 组门的权重叠在一起
