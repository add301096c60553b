import torch

signal = torch.arange(5.0)  # 奇数长度

round_trip = torch.fft.irfft(torch.fft.rfft(signal))
print(round_trip.shape)  # 少了一个采样点，数值也不对
print(round_trip)

print(torch.fft.irfft(torch.fft.rfft(signal), n=5))
