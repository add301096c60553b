import torch

audio = torch.zeros(16000, dtype=torch.int16)  # 16-bit PCM samples, as read from a WAV file

window = torch.hann_window(400, dtype=audio.dtype)
