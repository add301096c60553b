import torch

signal = torch.arange(5.0)  # odd length

round_trip = torch.fft.irfft(torch.fft.rfft(signal))
print(round_trip.shape)  # one sample short, and the values are off
print(round_trip)

print(torch.fft.irfft(torch.fft.rfft(signal), n=5))
