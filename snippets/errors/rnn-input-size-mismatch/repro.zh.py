import torch
import torch.nn as nn

torch.manual_seed(0)
lstm = nn.LSTM(input_size=16, hidden_size=32, batch_first=True)
conv_out = torch.randn(4, 16, 50)  # 来自 Conv1d 的 [batch, channels, time]
print(conv_out.shape)
out, _ = lstm(conv_out)  # 最后一维（50 个时间步）被当成了特征
