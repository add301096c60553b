import torch

audio = torch.zeros(16000, dtype=torch.int16)  # 16 位 PCM 采样，从 WAV 文件读入

window = torch.hann_window(400, dtype=audio.dtype)
